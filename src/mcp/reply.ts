/** What a tool call answers: one text block; `isError` when the call did not do what was asked. */
export interface Reply {
  text: string;
  isError: boolean;
}
