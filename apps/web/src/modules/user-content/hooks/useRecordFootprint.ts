import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth';
import { addFootprint, type FootprintEntry } from '../api';
import { collectKeys } from '../queries';

/** Only entries the server accepts are sent: a footprint must never bother the reader with an error. */
const isRecordable = (entry: FootprintEntry) => entry.refKey.trim() !== '' && entry.title.trim() !== '' && /^\/(?![/\\])/.test(entry.path);

/**
 * Records a visit to a detail page (/au/footprint/add) once per mount and
 * item, for signed-in users only. Pass null until the page knows its item.
 */
export const useRecordFootprint = (entry: FootprintEntry | null): void => {
  const session = useSession();
  const queryClient = useQueryClient();
  const recordedKey = useRef<string | null>(null);
  const isSignedIn = session.isSignedIn;
  const key = entry ? `${entry.type}:${entry.refKey}` : null;

  useEffect(() => {
    if (!entry || !key || !isSignedIn || recordedKey.current === key || !isRecordable(entry)) return;
    recordedKey.current = key;
    addFootprint(entry).then(
      () => queryClient.invalidateQueries({ queryKey: collectKeys.footprints() }),
      () => undefined,
    );
    // the entry object may be rebuilt on every render; the item key decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isSignedIn, queryClient]);
};
