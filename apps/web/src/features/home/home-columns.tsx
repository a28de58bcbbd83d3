/**
 * The two columns of the organization home: Intake and Outcome Data and Community Services Data, side by
 * side on wide screens. A chunk of their own (organization-home.tsx loads it lazily): the home's heading
 * and the portal's frame show without waiting for the tables', tiles' and chart's code.
 */
import { SimpleGrid } from '@mantine/core';
import { HomeColumn } from './home-column';

type HomeColumnsProps = { locationId: string; canUpload: boolean; now: Date };

export default function HomeColumns({ locationId, canUpload, now }: HomeColumnsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
      <HomeColumn action="data-entry" locationId={locationId} canUpload={canUpload} now={now} />
      <HomeColumn action="services" locationId={locationId} canUpload={canUpload} now={now} />
    </SimpleGrid>
  );
}
