import { fold } from '../core/text.ts';

/**
 * The marks mail and forum software put before a subject when a message answers or passes on
 * another, in the languages they are common in: "Re:", "Fwd:", "FW:", "AW:" and "WG:" (German),
 * "SV:" and "VS:" (Nordic), "TR:" (French), "RIF:" (Italian), "Antw:" (Dutch), "Odp:" (Polish),
 * with a count where some clients add one ("Re[2]:", "Re^3:").
 */
const REPLY_MARK = /^(?:re|fwd?|aw|wg|sv|vs|tr|rif|antw|odp)(?:\[\d+\]|\^\d+)?\s*:\s*/i;
/** A list's tag before a subject ("[dev]", "[Project-X]"), short and without nested brackets. */
const LIST_TAG = /^\[[^[\]]{1,40}\]\s*/;

/**
 * The subject a message's thread goes by: without list tags and reply or forward marks, folded,
 * with anything but letters and digits as one space ("[dev] Re: AW: Build  broken?" is "build
 * broken"). Messages of one thread share it whatever tags and marks each picked up.
 */
export function threadSubject(subject: string): string {
  let s = subject.normalize('NFKC').trim();
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(LIST_TAG, '').replace(REPLY_MARK, '').trim();
  }
  return fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a subject is marked as an answer to, or a copy of, another message's. */
export function isReplySubject(subject: string): boolean {
  let s = subject.trim();
  while (LIST_TAG.test(s)) s = s.replace(LIST_TAG, '');
  return REPLY_MARK.test(s);
}
