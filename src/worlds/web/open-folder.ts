import { OptionNotFoundError } from '../../core/errors/option-not-found-error.ts';
import type { MenuItem, Option, Place } from '../../core/place.ts';
import { folderOptions } from './build-options.ts';

/**
 * Opens an in-page folder: the same page (location, text, passages), with the folder's items as
 * options, `folder` naming the opened folders and `path` extended by them. No I/O.
 */
export function openFolder(place: Place, option: Option, root?: string): Place {
  const path = option.folderPath ?? [];
  const labels: string[] = [];
  let items: MenuItem[] | undefined = place.menu;
  let folder: MenuItem | undefined;
  for (const i of path) {
    folder = items?.[i];
    if (!folder) break;
    labels.push(folder.label);
    items = folder.children;
  }
  if (!folder || labels.length !== path.length || path.length === 0 || !folder.children?.length) {
    throw new OptionNotFoundError({
      option: option.id,
      location: place.location,
      message: `Option ${option.id} (${option.label}) is not a folder of the menu at ${place.location}`,
    });
  }
  // The site breadcrumb stays; the folders opened before are replaced by this folder's own path.
  const breadcrumb = place.folder ? place.path.slice(0, place.path.length - place.folder.length) : place.path;
  return {
    ...place,
    path: [...breadcrumb, ...labels],
    folder: labels,
    options: folderOptions(folder, path, place.location, option.group, root),
  };
}
