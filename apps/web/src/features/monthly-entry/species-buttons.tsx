/**
 * The species buttons of the matrices (000 §2): one species is shown at a time. Each carries how far its
 * entry is (issue 14 §4), as an icon and as words for screen readers, never by colour alone.
 */
import { Button, Group } from '@mantine/core';
import { type Species, speciesLabel } from '@sac/domain';
import { IconCircleCheck, IconCircleDashed, IconCircleHalf2 } from '@tabler/icons-react';
import type { Completion } from './completion';

const MARKS = {
  complete: { Icon: IconCircleCheck, words: 'complete', color: 'var(--mantine-color-teal-8)' },
  incomplete: { Icon: IconCircleHalf2, words: 'incomplete', color: 'var(--mantine-color-orange-8)' },
  unbegun: { Icon: IconCircleDashed, words: 'not started', color: 'var(--mantine-color-gray-7)' },
} as const;

type SpeciesButtonsProps = {
  species: readonly Species[];
  selected: Species | null;
  onSelect: (species: Species) => void;
  /** Each species' completion; no mark while unknown. */
  completion?: Partial<Record<Species, Completion>>;
};

export function SpeciesButtons({ species, selected, onSelect, completion = {} }: SpeciesButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-label="Species">
      {species.map((key) => {
        const mark = completion[key] ? MARKS[completion[key]] : null;
        const pressed = key === selected;
        return (
          <Button
            key={key}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => onSelect(key)}
            data-completion={completion[key]}
            // The visible name first, then the mark in words (the icon is hidden from screen readers).
            aria-label={mark ? `${speciesLabel(key)}, ${mark.words}` : undefined}
            leftSection={
              mark && <mark.Icon size={16} aria-hidden color={pressed ? 'currentColor' : mark.color} />
            }
          >
            {speciesLabel(key)}
          </Button>
        );
      })}
    </Group>
  );
}

/** The species shown: the chosen one while the month still has it, else the first. */
export function shownSpecies(species: readonly Species[], chosen: Species | null): Species | null {
  return chosen && species.includes(chosen) ? chosen : (species[0] ?? null);
}
