import type { FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/auth/guards';

/** Who made an admin write, as the audit log records it. */
export interface AdminActor {
  userId: string;
  requestId: string;
  ipAddress: string;
}

export async function adminActorOf(guards: Guards, request: FastifyRequest): Promise<AdminActor> {
  const admin = await guards.requireUser(request);
  return { userId: admin.id, requestId: request.id, ipAddress: request.ip };
}

/** The audit row's actor fields. */
export function auditActor(actor: AdminActor) {
  return { actorUserId: actor.userId, requestId: actor.requestId, ipAddress: actor.ipAddress };
}
