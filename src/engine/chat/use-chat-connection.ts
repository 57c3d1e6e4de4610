import { useEffect, useRef, useState } from 'react';
import { CHAT_SOCKET_PATH, type ServerFrame } from '../../../shared/calls/chat';
import { usePortal } from '../portal-context';
import { ChatConnection, chatSocketUrl, type ConnectionStatus, type HelloFields } from './chat-connection';

/**
 * A chat socket for as long as the component is mounted and `hello` is given; a new `identity` (a replaced
 * guest, another session) opens a new one. `hello` and `onFrame` are read through refs, so a new closure each
 * render neither reconnects nor misses a frame.
 */
export function useChatConnection(hello: (() => HelloFields) | null, onFrame: (frame: ServerFrame) => void, identity: string) {
  const { bootstrap } = usePortal();
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const helloRef = useRef(hello);
  const frameRef = useRef(onFrame);
  helloRef.current = hello;
  frameRef.current = onFrame;
  const enabled = hello !== null;

  useEffect(() => {
    if (!enabled) return;
    const created = new ChatConnection({
      url: chatSocketUrl(bootstrap.apiBase, CHAT_SOCKET_PATH, window.location.href),
      hello: () => helloRef.current!(),
      onFrame: (frame) => frameRef.current(frame),
      onStatus: setStatus,
    });
    setConnection(created);
    created.start();
    const online = () => created.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      created.stop();
      setConnection(null);
    };
  }, [enabled, identity, bootstrap.apiBase]);

  return { connection, status };
}
