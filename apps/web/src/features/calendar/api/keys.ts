// The TanStack Query keys of this feature, in one place: under ['bookings', …], the prefix the live
// events invalidate for bookings and calendars.

export const calendarKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'calendar', 'mine'] as const,
  freeTimes: (professionalId: string) => ['bookings', 'free-times', professionalId] as const,
};
