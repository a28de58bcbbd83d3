/**
 * The keys of a matrix in edit mode (issue 14 §3), like a spreadsheet: Enter saves the species, Escape
 * cancels; the arrows move between the count inputs (up and down by row across the groups, left and
 * right by cell once the caret is at the edge of the number); Tab keeps the page's order, which is the
 * same row by row. A cell is an input carrying `data-cell-row` (the row's key); its column is its place
 * in that row.
 */
import type { KeyboardEvent } from 'react';

type MatrixKeyActions = { onSave: () => void; onCancel: () => void };

/** The attributes that make an input a cell of the matrix. */
export const cellProps = (row: string) => ({ 'data-cell-row': row });

function cellsOf(container: HTMLElement): HTMLInputElement[] {
  return [...container.querySelectorAll<HTMLInputElement>('input[data-cell-row]')];
}

function moveTo(cell: HTMLInputElement | undefined) {
  if (!cell) return false;
  cell.focus();
  cell.select();
  return true;
}

/** The cell `rows` rows below (negative: above) in the same column, or the row's last if it is shorter. */
function cellAcross(cells: HTMLInputElement[], from: HTMLInputElement, rows: number) {
  const rowKeys = [...new Set(cells.map((cell) => cell.dataset.cellRow))];
  const inRow = (key: string | undefined) => cells.filter((cell) => cell.dataset.cellRow === key);
  const column = inRow(from.dataset.cellRow).indexOf(from);
  const target = inRow(rowKeys[rowKeys.indexOf(from.dataset.cellRow) + rows]);
  return target[Math.min(column, target.length - 1)];
}

const atStart = (input: HTMLInputElement) =>
  input.selectionStart === 0 && (input.selectionEnd === 0 || input.selectionEnd === input.value.length);
const atEnd = (input: HTMLInputElement) =>
  input.selectionEnd === input.value.length &&
  (input.selectionStart === input.value.length || input.selectionStart === 0);

export function handleMatrixKeyDown(
  event: KeyboardEvent<HTMLElement>,
  { onSave, onCancel }: MatrixKeyActions,
) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.dataset.cellRow === undefined) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const cells = cellsOf(event.currentTarget);
  const here = cells.indexOf(input);
  let handled = false;
  switch (event.key) {
    case 'Enter':
      onSave();
      handled = true;
      break;
    case 'Escape':
      onCancel();
      handled = true;
      break;
    case 'ArrowDown':
      handled = moveTo(cellAcross(cells, input, 1));
      break;
    case 'ArrowUp':
      handled = moveTo(cellAcross(cells, input, -1));
      break;
    case 'ArrowLeft':
      handled = atStart(input) && moveTo(cells[here - 1]);
      break;
    case 'ArrowRight':
      handled = atEnd(input) && moveTo(cells[here + 1]);
      break;
  }
  if (handled) event.preventDefault();
}
