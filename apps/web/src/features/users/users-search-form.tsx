/** The directory's search (001 §2): "Name or email", Active or Archived, Search and Clear Search. */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { USER_STATUS_OPTIONS, type UserStatus } from '@sac/domain';
import { type FormEvent, useEffect, useState } from 'react';
import type { UsersSearch } from './api/get-users';

type UsersSearchFormProps = { value: UsersSearch; onSearch: (value: UsersSearch) => void };

export function UsersSearchForm({ value, onSearch }: UsersSearchFormProps) {
  const [search, setSearch] = useState(value.search);
  const [status, setStatus] = useState<UserStatus>(value.status);
  useEffect(() => {
    setSearch(value.search);
    setStatus(value.status);
  }, [value.search, value.status]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ search: search.trim(), status });
  };
  const handleClear = () => onSearch({ search: '', status: 'active' });

  return (
    <form onSubmit={handleSubmit} aria-label="Search users">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Name or email"
          aria-label="Name or email"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        <Select
          label="Status"
          data={[...USER_STATUS_OPTIONS]}
          value={status}
          onChange={(next) => setStatus((next as UserStatus | null) ?? 'active')}
          allowDeselect={false}
          w={160}
        />
        <Button type="submit">Search</Button>
        <Button variant="default" onClick={handleClear}>
          Clear Search
        </Button>
      </Group>
    </form>
  );
}
