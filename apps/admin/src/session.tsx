import {
  messageResponse,
  staffSessionResponse,
  type Permission,
  type StaffMember,
  type StaffSessionStage,
} from '@farm/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError, api, onSignedOut } from './api';

export type StaffSession = z.output<typeof staffSessionResponse>;

type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; session: StaffSession };

interface SessionValue {
  state: SessionState;
  /** Takes the server's answer to a sign-in step (or asks the server again when none is given). */
  refresh(answer?: StaffSession): Promise<void>;
  signOut(): Promise<void>;
  can(permission: Permission): boolean;
  member?: StaffMember;
  stage?: StaffSessionStage;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async (answer?: StaffSession) => {
    if (answer) {
      setState({ status: 'signed-in', session: answer });
      return;
    }
    try {
      setState({ status: 'signed-in', session: await api(staffSessionResponse, '/admin/session') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ status: 'signed-out' });
      else setState({ status: 'signed-out', notice: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    // The first ask of the server: its answer sets the state when it comes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    // A session that ends while the console is open (idle, signed out elsewhere) brings back the sign-in.
    return onSignedOut(() =>
      setState({ status: 'signed-out', notice: 'Your session has ended. Please sign in again.' }),
    );
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      await api(messageResponse, '/admin/session', { method: 'DELETE' });
    } finally {
      // Whoever signs in next starts at the console's first page, not at the page this person left.
      window.history.replaceState(null, '', '/admin/login');
      setState({ status: 'signed-out', notice: 'You have signed out.' });
    }
  }, []);

  const value = useMemo<SessionValue>(() => {
    const session = state.status === 'signed-in' ? state.session : undefined;
    return {
      state,
      refresh,
      signOut,
      can: (permission) => session?.stage === 'full' && session.staff.permissions.includes(permission),
      member: session?.staff,
      stage: session?.stage,
    };
  }, [state, refresh, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
