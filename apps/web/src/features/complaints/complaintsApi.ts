import type {
  ComplaintAccess,
  ComplaintBody,
  complaintAnswer,
  complaintCreated,
  ComplaintView,
} from '@farm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

/**
 * Complaints to the grievance officer: make one (signed in or as a guest), open one (as its customer, with its
 * e-mail or the e-mail's link token) and write again on it. Opening is a POST so the e-mail never sits in an address.
 */
export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    makeComplaint: build.mutation<z.infer<typeof complaintCreated>, ComplaintBody>({
      query: (body) => ({ url: '/complaints', method: 'POST', body }),
    }),
    openComplaint: build.mutation<ComplaintView, { ticket: string; access: ComplaintAccess }>({
      query: ({ ticket, access }) => ({
        url: `/complaints/${encodeURIComponent(ticket)}/view`,
        method: 'POST',
        body: access,
      }),
    }),
    writeOnComplaint: build.mutation<
      z.infer<typeof complaintAnswer>,
      { ticket: string; access: ComplaintAccess; message: string }
    >({
      query: ({ ticket, access, message }) => ({
        url: `/complaints/${encodeURIComponent(ticket)}/messages`,
        method: 'POST',
        body: { ...access, message },
      }),
    }),
  }),
});

export const { useMakeComplaintMutation, useOpenComplaintMutation, useWriteOnComplaintMutation } =
  complaintsApi;
