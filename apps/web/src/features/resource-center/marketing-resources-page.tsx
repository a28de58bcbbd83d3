/**
 * /resource-center/marketing-resources (002 §2.15): the marketing images, each with a preview, its name,
 * format and size, and 'Download Now' (the PNG; the SVG is offered beside it).
 */
import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { MARKETING_IMAGES, type MarketingImage, marketingImageUrl } from './marketing-resources';
import { ResourceCenterLayout } from './resource-center-layout';

function MarketingImageCard({ image }: { image: MarketingImage }) {
  const nameId = useId();
  const png = marketingImageUrl(image, 'png');
  const svg = marketingImageUrl(image, 'svg');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId}>
      <Card.Section bg="gray.1" p="md">
        <Image src={svg} alt={`Preview of ${image.name}`} h={180} fit="contain" loading="lazy" />
      </Card.Section>
      <Stack gap={4} mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h5" id={nameId}>
          {image.name}
        </Title>
        <Text size="sm" c="dimmed">
          PNG, {image.width} × {image.height} px
        </Text>
        <Text size="sm">{image.description}</Text>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          component="a"
          href={png}
          download={`${image.file}.png`}
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-describedby={nameId}
        >
          Download Now
        </Button>
        <Anchor href={svg} download={`${image.file}.svg`} size="sm" aria-describedby={nameId}>
          Download SVG
        </Anchor>
      </Group>
    </Card>
  );
}

export default function MarketingResourcesPage() {
  return (
    <ResourceCenterLayout active="marketing-resources">
      <Stack gap="md">
        <Title order={2}>Marketing Resources</Title>
        <Text>
          Show your community that your organization reports its data to Shelter Animals Count. Use these
          badges and social cards on your website, in newsletters and on social media.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {MARKETING_IMAGES.map((image) => (
            <MarketingImageCard key={image.file} image={image} />
          ))}
        </SimpleGrid>
      </Stack>
    </ResourceCenterLayout>
  );
}
