import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { all, type Row as MatrixRow, plainRow, prestadorOnly } from './matrix.ts';

// The endpoints of issue 43 part 1: the professional's calendar (its owner) and its free times (anyone).

type Context = { t: TestApp; professionalId: string };
type Row = MatrixRow<Context>;

const CALENDAR = {
  horario: [{ dia: 'lun', desde: '09:00', hasta: '13:00' }],
  diasLibres: [],
  horizonteDias: 30,
};

export const CALENDAR_ROWS: Row[] = [
  plainRow('GET /professionals/me/calendar', prestadorOnly(200)),
  plainRow('PUT /professionals/me/calendar', prestadorOnly(200), { payload: CALENDAR }),
  {
    endpoint: 'GET /professionals/{id}/free-times',
    request: (c) => ({ method: 'GET', url: `/professionals/${c.professionalId}/free-times` }),
    expected: all(200),
  },
  {
    endpoint: 'GET /professionals/{id}/free-times (unknown)',
    request: () => ({ method: 'GET', url: `/professionals/${randomUUID()}/free-times` }),
    expected: all(404),
  },
];
