/** The species buttons of the matrices (000 §2): one species is shown at a time. */
import { Button, Group } from '@mantine/core';
import { type Species, speciesLabel } from '@sac/domain';

type SpeciesButtonsProps = {
  species: readonly Species[];
  selected: Species | null;
  onSelect: (species: Species) => void;
  /** 000 §6 disables them for viewers; a screen that lets viewers browse species leaves them enabled. */
  disabled?: boolean;
};

export function SpeciesButtons({ species, selected, onSelect, disabled = false }: SpeciesButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-label="Species">
      {species.map((key) => (
        <Button
          key={key}
          variant={key === selected ? 'filled' : 'default'}
          aria-pressed={key === selected}
          disabled={disabled}
          onClick={() => onSelect(key)}
        >
          {speciesLabel(key)}
        </Button>
      ))}
    </Group>
  );
}

/** The species shown: the chosen one while the month still has it, else the first. */
export function shownSpecies(species: readonly Species[], chosen: Species | null): Species | null {
  return chosen && species.includes(chosen) ? chosen : (species[0] ?? null);
}
