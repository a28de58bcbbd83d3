/**
 * Reads CSV text a chunk at a time with papaparse, waiting for each chunk's work before parsing the next,
 * so that only one chunk's rows are in memory however large the file (besides the text itself).
 */
import Papa from 'papaparse';

/** About 1,400 intake/outcome rows or 4,000 services rows per chunk. */
export const CSV_CHUNK_CHARACTERS = 256 * 1024;

/** `onRows` receives each chunk's records and the row number of the first (the file's first line is 1). */
export type RowsHandler = (rows: string[][], firstRow: number) => void | Promise<void>;

/** papaparse streams a string in chunks too (its StringStreamer); its types declare `chunk` for files only. */
type ChunkedStringConfig = Papa.ParseConfig<string[]> & {
  chunkSize: number;
  chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser): void;
};

export function readCsvRows(text: string, onRows: RowsHandler): Promise<void> {
  return new Promise((resolve, reject) => {
    let nextRow = 1;
    let failed = false;
    const config: ChunkedStringConfig = {
      delimiter: ',',
      chunkSize: CSV_CHUNK_CHARACTERS,
      chunk: (results, parser) => {
        parser.pause();
        const firstRow = nextRow;
        nextRow += results.data.length;
        Promise.resolve()
          .then(() => onRows(results.data, firstRow))
          .then(
            () => parser.resume(),
            (error: unknown) => {
              failed = true;
              parser.abort();
              reject(error);
            },
          );
      },
      complete: () => {
        if (!failed) resolve();
      },
    };
    Papa.parse(text, config);
  });
}
