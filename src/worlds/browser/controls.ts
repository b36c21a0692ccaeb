import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { ScreenControl, TermSighting } from '../../core/screen.ts';
import { runInPage } from './page-scripts.ts';

/** A control as the browser world reads it: what a person sees of it, and how to find it again. */
export interface Control extends ScreenControl {
  /** Always false: disabled controls are left out. */
  disabled: false;
  /** How to find the control again; see `locate`. */
  locator: ControlLocator;
  /** What it shows when that is a symbol or a few and no word ("☆"), whatever its name. */
  glyph?: string;
}

/**
 * Role and full accessible name, with `nth` the control's index among the elements of its frame
 * that Playwright's `getByRole(role, { name, exact: true })` matches. A control without an ARIA
 * role (a `<summary>`, a clickable `<div>`) is found by `css` instead: a path of
 * `tag:nth-of-type(k)` steps from its document (` >> ` enters a shadow root).
 */
export interface ControlLocator {
  role: string;
  name: string;
  nth: number;
  css?: string;
}

export interface ReadControlsOptions {
  /**
   * Regions whose controls are left out, by tag name or role. Default `header`, `footer`, `aside`,
   * `banner`, `contentinfo`, `complementary`. A `header` or `footer` counts only where it is the
   * page's banner or content info, not the header of an article or a section.
   */
  ignore?: string[];
}

export const DEFAULT_IGNORED = ['header', 'footer', 'aside', 'banner', 'contentinfo', 'complementary'];

/** The controls a person can use on the page as it is rendered now, in reading order. */
export async function readControls(page: Page, options: ReadControlsOptions = {}): Promise<Control[]> {
  const ignore = (options.ignore ?? DEFAULT_IGNORED).map((s) => s.toLowerCase());
  return (await runInPage(page, 'readControls', ignore, null)).controls;
}

/**
 * The controls (each with its ancestry) and how some words stand to them: where each is shown,
 * and, for words only in hidden parts of the page, which controls would show them.
 */
export async function readControlsAndTerms(
  page: Page,
  terms: string[],
  options: ReadControlsOptions = {},
): Promise<{ controls: Control[]; sightings: TermSighting[] }> {
  const ignore = (options.ignore ?? DEFAULT_IGNORED).map((s) => s.toLowerCase());
  return runInPage(page, 'readControls', ignore, terms);
}

/** Finds a control again: by role and name (inside its iframe), or by its CSS path when it has no role. */
export function locate(page: Page, control: Pick<Control, 'locator' | 'frame'>): Locator {
  let scope: Page | FrameLocator = page;
  for (const part of control.frame ? control.frame.split(' >> ') : []) {
    const index = /^#(\d+)$/.exec(part);
    const q = JSON.stringify(part);
    scope = (
      index
        ? scope.locator('iframe').nth(Number(index[1]))
        : scope.locator(`iframe[name=${q}], iframe[src=${q}], iframe[title=${q}]`).first()
    ).contentFrame();
  }
  const { role, name, nth, css } = control.locator;
  if (css) return scope.locator(css).first();
  return scope.getByRole(role as Parameters<Page['getByRole']>[0], { name, exact: true }).nth(nth);
}
