import {
  STAFF_ADMIN_MESSAGES,
  auditQuery,
  auditResponse,
  invitationAcceptBody,
  invitationBody,
  invitationLookupResponse,
  invitationMadeResponse,
  invitationsResponse,
  invitationTokenParams,
  mySessionsResponse,
  STAFF_COOKIE,
  STAFF_INVITATION_HOURS,
  STAFF_MESSAGES,
  errorBody,
  messageResponse,
  idParams,
  staffCreateBody,
  staffListResponse,
  staffPasswordBody,
  staffRoleBody,
  staffSessionResponse,
  staffSignInBody,
  staffMember,
  staffCodeBody,
  twoFactorOffBody,
  twoFactorOnBody,
  twoFactorOnResponse,
  twoFactorPolicyBody,
  twoFactorPolicyResponse,
  twoFactorSetupResponse,
  type StaffSessionStage,
} from '@farm/contract';
import { serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffCallerOf } from '../../http/auth.js';
import type { SiteService } from '../site/index.js';
import type { OpenedSession, StaffCaller, StaffService } from './service.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Staff'];

function setSessionCookie(reply: FastifyReply, secure: boolean, value: string, maxAge: number) {
  reply.header(
    'set-cookie',
    serialize(STAFF_COOKIE.name, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: STAFF_COOKIE.path,
      maxAge,
    }),
  );
}

/** Every stage: what a session that has not finished signing in may still do (see itself, sign out). */
const ANY_STAGE: readonly StaffSessionStage[] = ['full', 'code', 'setup'];

/** The session answer: who is signed in and what the session may do now. */
function sessionAnswer(caller: Pick<StaffCaller, 'member' | 'stage' | 'twoFactor'>, message?: string) {
  return { staff: caller.member, stage: caller.stage, two_factor: caller.twoFactor, message };
}

/**
 * The staff API under /api/admin. One rule per route: its `config.staff` says who may call it, and the route-auth
 * hook (http/auth.ts) checks it and the `Origin` of changes.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  settings: Pick<SiteService, 'staffTwoFactorRequired'>;
}> = async (app, { staff, settings }) => {
  const openSession = (request: FastifyRequest, reply: FastifyReply, opened: OpenedSession) => {
    setSessionCookie(reply, request.shopOrigin.startsWith('https:'), opened.secret, opened.maxAgeSeconds);
    return sessionAnswer(opened, opened.message);
  };

  app.post(
    '/admin/session',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: sets the HttpOnly session cookie for the staff API',
        body: staffSignInBody,
        response: {
          200: staffSessionResponse,
          ...refused,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) =>
      openSession(request, reply, await staff.signIns.signIn(request.body, request.ip)),
  );

  app.post(
    '/admin/session/code',
    {
      config: { staff: 'signed-in', staffStages: ['code'] },
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the code from the authenticator app, or a recovery code',
        body: staffCodeBody,
        response: { 200: staffSessionResponse, ...refused, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) =>
      openSession(
        request,
        reply,
        await staff.signIns.completeSignIn(staffCallerOf(request), request.body.code, request.ip),
      ),
  );

  app.post(
    '/admin/me/two-factor',
    {
      config: { staff: 'signed-in', staffStages: ['full', 'setup'] },
      schema: {
        tags,
        summary:
          'Start setting up two-factor sign-in: a new key for the authenticator app, with its QR code (SVG)',
        response: { 200: twoFactorSetupResponse, ...refused, 409: errorBody },
      },
    },
    async (request) => {
      const key = await staff.twoFactor.startTwoFactor(staffCallerOf(request));
      return {
        secret: key.secret,
        otpauth_url: key.otpauthUrl,
        qr_svg: key.qrSvg,
        issuer: key.issuer,
        message: STAFF_MESSAGES.twoFactorStarted,
      };
    },
  );

  app.post(
    '/admin/me/two-factor/confirm',
    {
      config: { staff: 'signed-in', staffStages: ['full', 'setup'] },
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in on with the current password and the first code from the app; answers the recovery codes once; e-mails the member',
        body: twoFactorOnBody,
        response: { 200: twoFactorOnResponse, ...refused, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      recovery_codes: await staff.twoFactor.confirmTwoFactor(
        staffCallerOf(request),
        request.body,
        request.ip,
      ),
      message: STAFF_MESSAGES.twoFactorOn,
    }),
  );

  app.delete(
    '/admin/me/two-factor',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary:
          'Turn one’s own two-factor sign-in off (the password is asked), unless the shop requires it; e-mails the member',
        body: twoFactorOffBody,
        response: { 200: messageResponse, ...refused, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await staff.twoFactor.disableTwoFactor(staffCallerOf(request), request.body.password, request.ip);
      return { message: STAFF_MESSAGES.twoFactorOff };
    },
  );

  app.delete(
    '/admin/staff/:id/two-factor',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Reset a staff member’s two-factor sign-in (a lost phone); their sessions end',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await staff.twoFactor.resetTwoFactor(request.params.id, staffCallerOf(request), request.ip);
      return { message: STAFF_MESSAGES.twoFactorReset };
    },
  );

  app.get(
    '/admin/settings/two-factor',
    {
      config: { staff: 'settings.write' },
      schema: {
        tags,
        summary: 'Whether every staff member must use two-factor sign-in',
        response: { 200: twoFactorPolicyResponse, ...refused },
      },
    },
    async () => ({ required: await settings.staffTwoFactorRequired() }),
  );

  app.put(
    '/admin/settings/two-factor',
    {
      config: { staff: 'settings.write' },
      schema: {
        tags,
        summary: 'The owner requires (or stops requiring) two-factor sign-in of every staff member',
        body: twoFactorPolicyBody,
        response: { 200: twoFactorPolicyResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await staff.twoFactor.setTwoFactorRule(staffCallerOf(request), request.body.required, request.ip);
      return { required: request.body.required, message: STAFF_MESSAGES.twoFactorPolicySaved };
    },
  );

  app.get(
    '/admin/session',
    {
      config: { staff: 'signed-in', staffStages: ANY_STAGE },
      schema: {
        tags,
        summary:
          'The signed-in staff member, with their role and permissions, and what the session may do now',
        response: { 200: staffSessionResponse, 401: errorBody },
      },
    },
    async (request) => sessionAnswer(staffCallerOf(request)),
  );

  app.delete(
    '/admin/session',
    {
      config: { staff: 'signed-in', staffStages: ANY_STAGE },
      schema: {
        tags,
        summary: 'Staff sign-out: ends this session',
        response: { 200: messageResponse, ...refused },
      },
    },
    async (request, reply) => {
      await staff.sessions.signOut(staffCallerOf(request), request.ip);
      setSessionCookie(reply, request.shopOrigin.startsWith('https:'), '', 0);
      return { message: STAFF_MESSAGES.signedOut };
    },
  );

  app.get(
    '/admin/audit',
    {
      config: { staff: 'audit.read' },
      schema: {
        tags,
        summary:
          'The audit trail (append-only), newest first: by person, kind of change and days, paged; with before and after',
        querystring: auditQuery,
        response: { 200: auditResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => staff.members.searchAudit(request.query),
  );

  app.post(
    '/admin/session/password',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Change your own password (the current one is asked for); your other sessions end',
        body: staffPasswordBody,
        response: { 200: messageResponse, ...refused, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await staff.members.changePassword(staffCallerOf(request), request.body, request.ip);
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'The staff, with their roles',
        response: { 200: staffListResponse, ...refused },
      },
    },
    async () => ({ data: await staff.members.list() }),
  );

  app.post(
    '/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Add a staff member with a role and a first password',
        body: staffCreateBody,
        response: { 201: staffMember, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await staff.members.create(request.body, staffActorOf(request)));
    },
  );

  app.put(
    '/admin/staff/:id/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: "Change a staff member's role; their sessions end",
        params: idParams,
        body: staffRoleBody,
        response: { 200: staffMember, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      staff.members.changeRole(request.params.id, request.body.role, staffCallerOf(request), request.ip),
  );

  app.delete(
    '/admin/staff/:id',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary:
          'Remove a staff member: their sessions end and they cannot sign in; the audit trail keeps their name',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await staff.members.remove(request.params.id, staffCallerOf(request), request.ip);
      return { message: STAFF_ADMIN_MESSAGES.removed };
    },
  );

  app.get(
    '/admin/me/sessions',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Your own live sessions (started, last used), the one you are using marked',
        response: { 200: mySessionsResponse, ...refused },
      },
    },
    async (request) => ({ data: await staff.sessions.mySessions(staffCallerOf(request)) }),
  );

  app.delete(
    '/admin/me/sessions/:id',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'End one of your own sessions',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorBody },
      },
    },
    async (request) => {
      await staff.sessions.endMySession(staffCallerOf(request), request.params.id, request.ip);
      return { message: STAFF_ADMIN_MESSAGES.sessionEnded };
    },
  );

  app.delete(
    '/admin/me/sessions',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'End all your sessions but this one',
        response: { 200: messageResponse, ...refused },
      },
    },
    async (request) => {
      await staff.sessions.endMyOtherSessions(staffCallerOf(request), request.ip);
      return { message: STAFF_ADMIN_MESSAGES.othersEnded };
    },
  );

  app.get(
    '/admin/staff/invitations',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Pending invitations (not used, revoked or expired)',
        response: { 200: invitationsResponse, ...refused },
      },
    },
    async () => ({ data: await staff.invitations.pendingInvitations() }),
  );

  app.post(
    '/admin/staff/invitations',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: `Invite someone: answers the link (shown once) that lets them set a password within ${STAFF_INVITATION_HOURS} hours`,
        body: invitationBody,
        response: { 201: invitationMadeResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const made = await staff.invitations.invite(request.body, staffCallerOf(request), request.ip);
      return reply.code(201).send({
        message: STAFF_ADMIN_MESSAGES.invitationMade(made.invitation.email),
        invitation: made.invitation,
        link: `${request.shopOrigin}/admin/invite/${made.token}`,
      });
    },
  );

  app.delete(
    '/admin/staff/invitations/:id',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorBody },
      },
    },
    async (request) => {
      await staff.invitations.revokeInvitation(request.params.id, staffCallerOf(request), request.ip);
      return { message: STAFF_ADMIN_MESSAGES.invitationRevoked };
    },
  );

  app.get(
    '/admin/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Who an invitation link invites (public); a used or expired link is refused in words (409)',
        params: invitationTokenParams,
        response: { 200: invitationLookupResponse, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const found = await staff.invitations.lookUpInvitation(request.params.token);
      return { name: found.name, email: found.email, role: found.role, expires_at: found.expires_at };
    },
  );

  app.post(
    '/admin/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation with a password: the member is created and signed in',
        params: invitationTokenParams,
        body: invitationAcceptBody,
        response: { 200: staffSessionResponse, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      openSession(
        request,
        reply,
        await staff.invitations.acceptInvitation(request.params.token, request.body.password, request.ip),
      ),
  );
};
