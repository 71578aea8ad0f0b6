/**
 * The system status panel's data: the server's measurements of its four services from the
 * `system_status` channel (a snapshot on subscribe, then every change), combined with this
 * browser's own websocket state: while the socket is not connected, every service reads as the
 * socket does, because nothing the server says can reach the page.
 */
import { useState } from 'react';
import {
  SYSTEM_STATUS_NAMES,
  channels,
  type ConnectionStatus,
  type SystemStatusData,
  type SystemStatusName,
} from '../../../../contracts/realtime';
import { useChannel, useRealtimeConnection } from '../../../lib/use-channel';

export interface ServiceStatus {
  name: SystemStatusName;
  status: ConnectionStatus;
  latencyMs: number | null;
}

export function combineStatuses(socket: ConnectionStatus, server: SystemStatusData | null): ServiceStatus[] {
  return SYSTEM_STATUS_NAMES.map((name) => {
    if (socket !== 'connected') return { name, status: socket, latencyMs: null };
    const measured = server?.services.find((s) => s.name === name);
    return measured
      ? { name, status: measured.status, latencyMs: measured.latencyMs }
      : { name, status: 'connecting', latencyMs: null };
  });
}

export function useSystemStatus() {
  const connection = useRealtimeConnection();
  const [server, setServer] = useState<SystemStatusData | null>(null);
  useChannel(channels.systemStatus, (message) => {
    if (message.type === 'system_status') setServer(message.data as SystemStatusData);
  });
  return { connection, services: combineStatuses(connection.status, server), server };
}
