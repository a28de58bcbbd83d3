/**
 * /aggregation?type=shelterluv|shelterbuddy (002 §2.14), for admins: queue the aggregation of a month of
 * ShelterLuv or ShelterBuddy events into the monthly records (one organization, or every connected one),
 * and follow the vendor's recent runs. Any other `type` reads as ShelterLuv.
 */
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { AGGREGATION_TYPES, aggregationTitle, toAggregationType } from '@sac/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { AggregationForm } from './aggregation-form';
import { AggregationRuns } from './aggregation-runs';

const TYPE_OPTIONS = AGGREGATION_TYPES.map(({ value, label }) => ({ value, label }));

export default function AggregationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = toAggregationType(params.get('type'));
  return (
    <Stack gap="lg">
      <Title order={1}>{aggregationTitle(type)}</Title>
      <SegmentedControl
        aria-label="Shelter software"
        data={TYPE_OPTIONS}
        value={type}
        onChange={(value) => navigate(paths.aggregation(toAggregationType(value)))}
        style={{ alignSelf: 'flex-start' }}
      />
      {/* A new form per type: what was typed for one vendor is not sent to the other. */}
      <AggregationForm key={type} vendor={type} />
      <AggregationRuns vendor={type} />
    </Stack>
  );
}
