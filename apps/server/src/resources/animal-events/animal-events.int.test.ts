/**
 * The API Mapping (issue 16): an organization's event types with proposed and mapped SAC categories, the
 * mapping saved and read back, bad entries named, and who may do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { addOrganizationMember, createOrganization } from '../../../test/support/factories';
import type { Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';

type Item = { id: string; attributes: Record<string, unknown> };
type Doc = {
  data: Item[];
  errors?: Array<{ detail: string; source?: { pointer?: string; parameter?: string } }>;
};

describe('animal events and their SAC categories', () => {
  let t: TestApp;
  let manager: Session;
  let viewer: Session;
  let outsider: Session;
  let luv: number;
  let buddy: number;
  let paper: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    luv = (await createOrganization(db, { shelterSoftware: 'ShelterLuv' })).id;
    buddy = (await createOrganization(db, { shelterSoftware: 'ShelterBuddy' })).id;
    paper = (await createOrganization(db, { shelterSoftware: 'Paper' })).id;
    const other = (await createOrganization(db)).id;
    manager = await signInNewUser(t, async (id) => {
      for (const org of [luv, buddy, paper]) await addOrganizationMember(db, id, org);
    });
    viewer = await signInNewUser(t, (id) => addOrganizationMember(db, id, luv, 'organization_viewer'));
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, other));
  }, 120_000);
  afterAll(() => t.close());

  const list = (session: Session, org: number | string) =>
    session.request({ method: 'GET', url: `/api/v1/animal_events?filter[org_id][eq]=${org}` });
  const map = (session: Session, payload: Record<string, unknown>) =>
    session.request({ method: 'POST', url: '/api/v1/animal_events/map_sac_categories', payload });
  const byKey = (doc: Doc, key: string) => doc.data.find((item) => item.attributes.key === key)?.attributes;

  it('lists the vendor’s common event types, intakes first, each with a proposed category and none mapped', async () => {
    const response = await list(manager, luv);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as Doc;
    expect(byKey(doc, 'Intake.Stray')).toMatchObject({
      org_id: luv,
      vendor: 'shelterluv',
      direction: 'intake',
      type: 'Intake.Stray',
      subtype: null,
      sac_category: null,
      proposed_category: 'StrayAtLarge',
    });
    const directions = doc.data.map((item) => item.attributes.direction);
    expect(directions.indexOf('outcome')).toBeGreaterThan(directions.lastIndexOf('intake'));
    const buddyDoc = (await list(manager, buddy)).json() as Doc;
    expect(byKey(buddyDoc, 'Outcome.Reclaimed')).toMatchObject({
      subtype: 'Reclaimed',
      proposed_category: 'ReturnedToOwner',
    });
    expect(((await list(manager, paper)).json() as Doc).data).toEqual([]);
  });

  it('saves the mapping, a type it had not listed too, and reads it back', async () => {
    const saved = await map(manager, {
      orgId: luv,
      sacCategoryData: [
        { type: 'Intake.Stray', subtype: null, key: 'Intake.Stray', sacCategory: 'StrayAtLarge' },
        {
          type: 'Outcome.Transfer',
          subtype: 'Out of State',
          key: 'Outcome.Transfer.Out of State',
          sacCategory: 'TransferredOutOfStateToAnotherAgency',
        },
        { type: 'Outcome.Foster', subtype: null, key: 'Outcome.Foster', sacCategory: 'NotCounted' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const doc = (await list(manager, luv)).json() as Doc;
    expect(byKey(doc, 'Intake.Stray')).toMatchObject({ sac_category: 'StrayAtLarge' });
    expect(byKey(doc, 'Outcome.Transfer.Out of State')).toMatchObject({
      direction: 'outcome',
      sac_category: 'TransferredOutOfStateToAnotherAgency',
      proposed_category: null,
    });
    expect(byKey(doc, 'Outcome.Foster')).toMatchObject({ sac_category: 'NotCounted' });
    expect(byKey(doc, 'Outcome.Adoption')).toMatchObject({ sac_category: null });
    // Mapped again, in snake_case as the web app sends it: replaced, not added.
    const snake = await map(manager, {
      org_id: String(luv),
      sac_category_data: [{ type: 'Intake.Stray', key: 'Intake.Stray', sac_category: 'OtherIntakes' }],
    });
    expect(snake.statusCode, snake.body).toBe(200);
    const again = (await list(manager, luv)).json() as Doc;
    expect(again.data.filter((item) => item.attributes.key === 'Intake.Stray')).toHaveLength(1);
    expect(byKey(again, 'Intake.Stray')).toMatchObject({ sac_category: 'OtherIntakes' });
  });

  it('names the entry that is wrong, and saves nothing of the request', async () => {
    const cases: Array<[unknown[], string]> = [
      [
        [{ type: 'Intake.Stray', key: 'Intake.Stray', sacCategory: 'Adoption' }],
        'Event type 1 (Intake.Stray): "Adoption" is not an intake category.',
      ],
      [
        [
          { type: 'Intake.Stray', key: 'Intake.Stray', sacCategory: 'StrayAtLarge' },
          { type: 'Medical.Exam', key: 'Medical.Exam', sacCategory: 'OtherIntakes' },
        ],
        'Event type 2 (Medical.Exam): its type must be an intake or an outcome.',
      ],
      [
        [{ type: 'Outcome', subtype: 'Adopted', key: 'Adopted', sacCategory: 'Adoption' }],
        'Event type 1 (Outcome Adopted): its key must be "Outcome.Adopted".',
      ],
      [
        [{ type: 'Intake.Stray', key: 'Intake.Stray', sacCategory: 'LegacyTransferredInFromAgency' }],
        'Event type 1 (Intake.Stray): "LegacyTransferredInFromAgency" is not an intake category.',
      ],
    ];
    for (const [sacCategoryData, detail] of cases) {
      const response = await map(manager, { orgId: luv, sacCategoryData });
      expect(response.statusCode, detail).toBe(422);
      expect((response.json() as Doc).errors?.[0]).toMatchObject({
        detail,
        source: { pointer: '/data/attributes/sac_category_data' },
      });
    }
    expect(byKey((await list(manager, luv)).json() as Doc, 'Intake.Stray')).toMatchObject({
      sac_category: 'OtherIntakes',
    });
    const empty = await map(manager, { orgId: luv, sacCategoryData: [] });
    expect((empty.json() as Doc).errors?.[0]?.detail).toBe('Map at least one event type');
    const notVendor = await map(manager, {
      orgId: paper,
      sacCategoryData: [{ type: 'Intake.Stray', key: 'Intake.Stray', sacCategory: 'StrayAtLarge' }],
    });
    expect((notVendor.json() as Doc).errors?.[0]).toMatchObject({
      detail: 'This organization’s shelter software is neither ShelterLuv nor ShelterBuddy.',
      source: { pointer: '/data/attributes/org_id' },
    });
    const bad = await list(manager, 'abc');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Doc).errors?.[0]?.source?.parameter).toBe('filter[org_id][eq]');
  });

  it('lets the organization’s managers map: a viewer 403, anyone else 404', async () => {
    expect((await list(viewer, luv)).statusCode).toBe(403);
    expect((await list(outsider, luv)).statusCode).toBe(404);
    const entry = [{ type: 'Intake.Stray', key: 'Intake.Stray', sacCategory: 'StrayAtLarge' }];
    expect((await map(viewer, { orgId: luv, sacCategoryData: entry })).statusCode).toBe(403);
    expect((await map(outsider, { orgId: luv, sacCategoryData: entry })).statusCode).toBe(404);
  });
});
