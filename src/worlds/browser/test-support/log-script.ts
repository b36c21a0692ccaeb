/**
 * The script every fixture page loads: `report(event)` writes one event to the fixture server's
 * log with a synchronous request, finished before the page's handler returns, so a test reads
 * what the page saw after the browser is gone.
 */
export const LOG_SCRIPT = `<script>
function report(event) {
  const x = new XMLHttpRequest();
  x.open('POST', '/__log', false);
  x.send(event);
}
</script>`;
