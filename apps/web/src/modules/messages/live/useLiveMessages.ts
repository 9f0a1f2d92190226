import { LIVE_MESSAGES_PATH, LIVE_SIGNED_OUT_CLOSE_CODE, type LiveMessageEvent } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isVisitorToken } from '../../../lib/http';
import { sessionKeys, useSessionToken } from '../../auth';
import { messageKeys } from '../queries';
import { liveUrlFor, reconnectDelayMs } from './reconnect';

/**
 * The page's live connection (issue 17, spec §4): one WebSocket per signed-in page, none for a
 * visitor. Every incoming message refreshes the message lists (the bell and the centre); after a
 * reconnection the page refetches what it missed. A closed connection reconnects with back-off
 * (1 s doubling to 30 s); a signed-out session (close 4401) stops and refreshes the session, so
 * the shell shows the signed-out state. `onMessage` gets each event (sources 9, 10, 11).
 */
export const useLiveMessages = (onMessage?: (event: Extract<LiveMessageEvent, { type: 'message' }>) => void) => {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (isVisitorToken(token) || typeof WebSocket === 'undefined') return undefined;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });

    const connect = () => {
      socket = new WebSocket(liveUrlFor(window.location, LIVE_MESSAGES_PATH, token!));
      socket.onmessage = (raw) => {
        let event: LiveMessageEvent;
        try {
          event = JSON.parse(String(raw.data)) as LiveMessageEvent;
        } catch {
          return;
        }
        if (event.type === 'hello') {
          // connected (again): fetch whatever arrived while the page was not listening
          if (attempt > 0) refresh();
          attempt = 0;
        } else if (event.type === 'message') {
          refresh();
          handler.current?.(event);
        } else if (event.type === 'signed-out') stopped = true;
      };
      socket.onclose = (closeEvent) => {
        if (closeEvent.code === LIVE_SIGNED_OUT_CLOSE_CODE) {
          stopped = true;
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        }
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000);
    };
  }, [token, queryClient]);
};
