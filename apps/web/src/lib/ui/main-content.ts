/** The id of every page's `<main>`: the skip link's target, and what route tabs change (issue 14 §1). */
export const MAIN_CONTENT_ID = 'main-content';
