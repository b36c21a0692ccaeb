/** Page script: the text the page shows, as a person reads it. */
export default function bodyText(): string {
  return document.body ? document.body.innerText : '';
}
