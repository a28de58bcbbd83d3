/**
 * The two files of a generated report (000 §2 Export screen): plain links to their signed URLs, so the
 * browser saves them itself under the names the server chose (`sac-{action}_{date}.pdf`, `.csv`).
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { ReportExport } from './api/create-report-export';

export function ReportExportDownloads({ report }: { report: ReportExport }) {
  return (
    <Alert color="teal" title="Your report is ready" maw={640}>
      <Text size="sm" mb="sm">
        The links stay valid for an hour; generate the report again to get new ones.
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={report.pdfUrl}
          download={report.pdfFileName}
          leftSection={<IconFileTypePdf size={18} />}
        >
          Download Export PDF
        </Button>
        <Button
          component="a"
          href={report.csvUrl}
          download={report.csvFileName}
          variant="light"
          leftSection={<IconFileTypeCsv size={18} />}
        >
          Download Export CSV
        </Button>
      </Group>
    </Alert>
  );
}
