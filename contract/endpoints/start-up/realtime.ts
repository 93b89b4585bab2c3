import type * as realtimeApi from '../realtime';

// src/lib/api.ts (start-up bundle) names this call among those whose 401 is no lost session.

export const issueWsTicket: typeof realtimeApi.issueWsTicket = {
  method: 'get',
  path: '/api/ws/ticket',
};
