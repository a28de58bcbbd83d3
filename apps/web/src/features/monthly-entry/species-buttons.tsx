/** The species buttons of the matrices (000 §2): one species is shown at a time. */
import { Button, Group } from '@mantine/core';
import { type Species, speciesLabel } from '@sac/domain';

type SpeciesButtonsProps = {
  species: readonly Species[];
  selected: Species | null;
  onSelect: (species: Species) => void;
  /**
   * Disabled while a group is being edited. Viewers keep them: they only choose the species shown, and a
   * viewer must be able to read every species (000 §6's "disabled" is taken as the changing controls:
   * animal types and Submit).
   */
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
