/**
 * The Resource Center (002 §2.15, issue 15): the tutorials recorded from the portal itself play (their
 * currentTime advances), the selection lives in the address as #!/video/{index}, a marketing image downloads
 * as the PNG it is, and an administrator replaces a video by a link and goes back to the built-in one.
 */
import { expect, signIn, test } from './support';

test('a tutorial plays, chosen from the list and kept in the address', async ({ page }) => {
  await signIn(page, 'manager', '/resource-center');
  await expect(page).toHaveURL(/\/resource-center\/video-tutorials/);
  const list = page.getByRole('navigation', { name: 'Video tutorials' });
  await expect(list.getByRole('link')).toHaveCount(8);
  await list.getByRole('link', { name: /Enter Data with CSV Upload/ }).click();
  await expect(page).toHaveURL(/#!\/video\/2$/);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', '/tutorials/2.webm');
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    const start = element.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { start, now: element.currentTime, duration: element.duration };
  });
  expect(played.now).toBeGreaterThan(played.start);
  expect(played.duration).toBeGreaterThan(10);

  // Opened from its address, the page shows that video.
  await page.goto('/resource-center/video-tutorials#!/video/5');
  await expect(page.locator('video')).toHaveAttribute('src', '/tutorials/5.webm');
});

test('a marketing image downloads as a PNG', async ({ page }) => {
  await signIn(page, 'viewer', '/resource-center/marketing-resources');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: /Download Now/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('an administrator replaces a video by a link, then goes back to the built-in one', async ({ page }) => {
  await signIn(page, 'admin', '/resource-center/video-tutorials#!/video/7');
  await page.getByRole('button', { name: 'Edit video link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('https://videos.example.org/sharing.webm');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('video')).toHaveAttribute('src', 'https://videos.example.org/sharing.webm');
  await page.reload();
  await expect(page.locator('video')).toHaveAttribute('src', 'https://videos.example.org/sharing.webm');
  await page.getByRole('button', { name: 'Edit video link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use the built-in video' }).click();
  await expect(page.locator('video')).toHaveAttribute('src', '/tutorials/7.webm');
});
