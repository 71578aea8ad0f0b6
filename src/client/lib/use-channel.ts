/**
 * React hooks over the shared websocket client. Features import these (never ws-client directly
 * from a page that the home page loads), so the client stays out of the home page's initial JS.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Channel, RealtimeConnectionState, RealtimeErrorData, ServerMessage } from '../../contracts/realtime';
import { useRealtimeIdentity } from './realtime-identity';
import { getWsClient } from './ws-client';

export interface UseChannelOptions {
  /** After a gap or a reconnect: refetch state that the channel carries no snapshot of. */
  onResync?: () => void;
  /** The server refused or failed the channel (e.g. `unauthorized` without a session). */
  onError?: (error: RealtimeErrorData) => void;
}

/**
 * Subscribes to `channel` while the component is mounted (null = not now). The latest callbacks are
 * used without resubscribing, so inline functions are fine. Needs the app's SessionProvider: the
 * socket follows the signed-in user (see WsClient.setIdentity).
 */
export function useChannel(
  channel: Channel | null,
  onMessage: (message: ServerMessage) => void,
  options: UseChannelOptions = {},
): void {
  const { userId, isLoading } = useRealtimeIdentity();
  // Declared before the subscription so a socket opened for a visitor is reopened with the session first.
  useEffect(() => {
    if (!isLoading) getWsClient().setIdentity(userId);
  }, [userId, isLoading]);

  const callbacks = useRef({ onMessage, ...options });
  useEffect(() => {
    callbacks.current = { onMessage, ...options };
  });

  useEffect(() => {
    if (!channel) return;
    return getWsClient().subscribe(channel, {
      onMessage: (message) => callbacks.current.onMessage(message),
      onResync: () => callbacks.current.onResync?.(),
      onError: (error) => callbacks.current.onError?.(error),
    });
  }, [channel]);
}

function subscribeToState(listener: () => void): () => void {
  return getWsClient().onStateChange(listener);
}

function readState(): RealtimeConnectionState {
  return getWsClient().getState();
}

/** The browser's connection to the hub, for the system status panel, with the manual retry. */
export function useRealtimeConnection(): RealtimeConnectionState & { retry(): void } {
  const state = useSyncExternalStore(subscribeToState, readState, readState);
  return { ...state, retry: () => getWsClient().retry() };
}
