/** A phone-sized screen (below Mantine's `xs`, 576 px): the matrices tighten and the Details panel folds. */
import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export const useNarrowScreen = () => useMediaQuery(`(max-width: ${em(575)})`, false) ?? false;
