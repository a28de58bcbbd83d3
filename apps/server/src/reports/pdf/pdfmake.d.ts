/** The part of pdfmake 0.3's server-side API the reports use (the package ships no types). */
declare module 'pdfmake' {
  /** A pdfmake document definition or a piece of its content; pdfmake checks the shape at run time. */
  export type PdfContent = string | PdfContent[] | { [key: string]: unknown };
  type OutputDocument = { getBuffer(): Promise<Buffer> };
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): OutputDocument;
  };
  export default pdfmake;
}
