/**
 * The report's style, inline: no fonts or files to fetch. Meaning never rests on colour alone:
 * every mark is also a word or a symbol; narrow windows wrap long URLs; print shows everything.
 */
export const REPORT_CSS = `
:root { color-scheme: light dark; --fg: #1b1b1b; --muted: #5c5c5c; --line: #c9c9c9; --bg: #fff; --soft: #f3f3f3; --accent: #0b5cad; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e8e8; --muted: #a8a8a8; --line: #4a4a4a; --bg: #161616; --soft: #222; --accent: #7db4ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); overflow-wrap: anywhere; }
header, main { max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1rem; }
.kicker { margin: 0; color: var(--muted); font-size: .85rem; text-transform: uppercase; letter-spacing: .05em; }
h1 { font-size: 1.4rem; margin: .2rem 0; }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .5rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
.start, .loc, .crumbs, .at, .by, .cost, .steps, .legend { color: var(--muted); font-size: .85rem; }
a { color: var(--accent); }
code, pre { font: .85rem/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.bar { display: flex; flex-wrap: wrap; gap: .4rem; margin: .8rem 0; padding: 0; }
.bar div { border: 1px solid var(--line); border-radius: 4px; padding: .3rem .6rem; background: var(--soft); min-width: 6rem; }
.bar div.wide { flex: 1 1 100%; }
.bar dt { font-size: .75rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.bar dd { margin: 0; font-weight: 600; }
#answer { border: 2px solid var(--line); border-radius: 6px; padding: .2rem 1rem .6rem; }
#answer.found { border-style: solid; }
#answer.not-found { border-style: dashed; }
.answer-text { font-size: 1.05rem; font-weight: 600; }
.label { display: inline-block; min-width: 4.5rem; color: var(--muted); font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; }
blockquote { margin: .4rem 0; padding: .3rem .8rem; border-left: 4px solid var(--accent); background: var(--soft); white-space: pre-wrap; }
.tree, .tree ul { list-style: none; margin: 0; padding-left: 1.1rem; }
.tree { padding-left: 0; }
.tree li { position: relative; padding-left: .8rem; border-left: 1px solid var(--line); margin: 0; }
.tree .here { padding: .15rem 0; }
.tree .peek > .here { opacity: .6; }
.tree .answer > .here { font-weight: 600; }
.tree .answer > .here .title { text-decoration: underline; text-decoration-thickness: 2px; }
.mark { font-size: .8rem; border: 1px solid var(--line); border-radius: 3px; padding: 0 .3rem; }
.answer-mark { border-width: 2px; border-color: var(--fg); }
.n { color: var(--muted); }
.steps li.step { margin: .5rem 0; padding: .4rem .6rem; border: 1px solid var(--line); border-radius: 4px; }
.step .head { font-weight: 600; }
.step p { margin: .2rem 0; }
.result { border: 1px solid var(--line); border-radius: 3px; padding: 0 .3rem; }
.result-answer { border-width: 2px; border-color: var(--fg); }
.warning { border-left: 4px double var(--fg); padding-left: .5rem; }
details { margin-top: .3rem; }
summary { cursor: pointer; color: var(--accent); }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); padding: .5rem; border-radius: 4px; max-height: 40rem; overflow: auto; }
@media (max-width: 600px) { body { font-size: 14px; } .tree ul { padding-left: .6rem; } .label { min-width: 0; } }
@media print {
  :root { --fg: #000; --muted: #333; --bg: #fff; --soft: #fff; --line: #888; --accent: #000; }
  header, main { max-width: none; }
  pre { max-height: none; overflow: visible; }
  .steps li.step { break-inside: avoid-page; }
  a { text-decoration: none; }
}
`;
