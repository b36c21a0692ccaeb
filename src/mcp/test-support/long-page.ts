/** A long article for paging tests: `paragraphs` numbered paragraphs, each naming its number. */
export function longArticle(paragraphs: number): string {
  const body = Array.from(
    { length: paragraphs },
    (_, i) =>
      `<p>Paragraph ${i + 1}: the torque sequence for the cylinder head bolts is applied in three passes, each pass tightening every bolt in the spiral order shown, so that the gasket seats evenly across the deck.</p>`,
  ).join('\n');
  return `<!doctype html><html><head><title>Cylinder Head Torque Procedure</title></head><body>
<nav><a href="/">Home</a></nav><main><article><h1>Cylinder Head Torque Procedure</h1>${body}</article></main></body></html>`;
}
