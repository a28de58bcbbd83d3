/** The pager under paged tables (001 §9): two neighbours each side, previous and next arrows. */
import { Group, Pagination } from '@mantine/core';
import { PAGINATION_SIBLINGS } from '@sac/domain';

type ListPaginationProps = { page: number; pages: number; onChange: (page: number) => void };

export function ListPagination({ page, pages, onChange }: ListPaginationProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={PAGINATION_SIBLINGS}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  );
}
