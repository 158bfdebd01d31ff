import { FunctionError, type TBookingEvent, type TRepair } from '@rueda/domain';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { dropBooking, type BookingDrop, type DropDependencies } from './drop-booking';
import { bookingRepair } from '@/testing/bookings/factories';

const FULL_DAY = {
  reason: 'over-capacity',
  load: { day: '2026-03-12', capacityMinutes: 480, bookedMinutes: 540, repairs: 5, state: 'full' },
  workMinutes: 60,
};

function booking(overrides: Partial<TBookingEvent> = {}): TBookingEvent {
  return {
    id: 'r-1',
    title: 'Ana López · Orbea Alma',
    start: '2026-03-11T09:30:00.000Z',
    allDay: false,
    colour: 'positive',
    status: 'confirmed',
    customer: { id: 'c-1', name: 'Ana', surname: 'López', phone: '600 111 222' },
    bike: { manufacturer: 'Orbea', model: 'Alma' },
    booking: { confirmedDate: '2026-03-11T09:30:00.000Z', postponedDate: null, observations: '' },
    created: '2026-03-01T09:00:00.000Z',
    lastUpdate: '2026-03-05T10:00:00.000Z',
    workMinutes: 60,
    storedVersion: 4,
    ...overrides,
  };
}

function drop(event: TBookingEvent, startStr: string, allDay = false): BookingDrop & { revert: Mock<() => void> } {
  return { event: { startStr, allDay, extendedProps: { booking: event } }, revert: vi.fn<() => void>() };
}

const SAVED: TRepair = { ...bookingRepair({ id: 'r-1' }), lastUpdate: '2026-03-10T12:00:00.000Z' };

interface FakeDependencies extends DropDependencies {
  reschedule: Mock<DropDependencies['reschedule']>;
  confirmOverCapacity: Mock<DropDependencies['confirmOverCapacity']>;
  onMoved: Mock<DropDependencies['onMoved']>;
  onFailed: Mock<DropDependencies['onFailed']>;
}

function dependencies(overrides: Partial<FakeDependencies> = {}): FakeDependencies {
  return {
    timeZone: 'Europe/Madrid',
    reschedule: vi.fn<DropDependencies['reschedule']>().mockResolvedValue(SAVED),
    confirmOverCapacity: vi.fn<DropDependencies['confirmOverCapacity']>().mockResolvedValue(true),
    onMoved: vi.fn<DropDependencies['onMoved']>(),
    onFailed: vi.fn<DropDependencies['onFailed']>(),
    ...overrides,
  };
}

describe('dropping a booking on the calendar', () => {
  it('moves it to the instant it was dropped on, and undoes back to its previous date with the new lastUpdate', async () => {
    const deps = dependencies();
    const info = drop(booking(), '2026-03-12T16:00:00Z');
    await dropBooking(info, deps);
    expect(deps.reschedule).toHaveBeenCalledWith({
      id: 'r-1',
      date: '2026-03-12T15:00:00.000Z',
      expectedLastUpdate: '2026-03-05T10:00:00.000Z',
      overCapacity: false,
    });
    expect(deps.confirmOverCapacity).not.toHaveBeenCalled();
    expect(info.revert).not.toHaveBeenCalled();
    const moved = deps.onMoved.mock.calls[0]![0];
    expect(moved.date).toBe('2026-03-12T15:00:00.000Z');
    await moved.undo();
    expect(deps.reschedule).toHaveBeenLastCalledWith({
      id: 'r-1',
      date: '2026-03-11T09:30:00.000Z',
      expectedLastUpdate: '2026-03-10T12:00:00.000Z',
      overCapacity: true,
    });
  });

  it('keeps the booking’s time of day when dropped on a whole day (month view)', async () => {
    const deps = dependencies();
    // 10:30 in Madrid, shown as a whole day because the repair is in the workshop already.
    await dropBooking(drop(booking({ status: 'workshopEntrance', allDay: true, start: '2026-03-11' }), '2026-03-30', true), deps);
    // 30 March is summer time in Madrid (UTC+2): still 10:30 there.
    expect(deps.reschedule.mock.calls[0]![0].date).toBe('2026-03-30T08:30:00.000Z');
  });

  it('starts a repair without a booking date at 00:00 of the day in the workshop’s zone, and undoes to none', async () => {
    const deps = dependencies();
    const noDate = booking({
      status: 'notReviewed',
      allDay: true,
      start: '2026-03-01',
      booking: { confirmedDate: null, postponedDate: null, observations: '' },
    });
    await dropBooking(drop(noDate, '2026-03-12', true), deps);
    expect(deps.reschedule.mock.calls[0]![0].date).toBe('2026-03-11T23:00:00.000Z');
    await deps.onMoved.mock.calls[0]![0].undo();
    expect(deps.reschedule.mock.calls[1]![0]).toMatchObject({ date: null });
  });

  it('moves a postponed repair’s postponedDate, and undoes to it', async () => {
    const deps = dependencies();
    const postponed = booking({
      status: 'postponed',
      booking: { confirmedDate: '2026-03-02T09:00:00.000Z', postponedDate: '2026-03-11T09:30:00.000Z', observations: '' },
    });
    await dropBooking(drop(postponed, '2026-03-13T10:00:00Z'), deps);
    await deps.onMoved.mock.calls[0]![0].undo();
    expect(deps.reschedule.mock.calls[1]![0]).toMatchObject({ date: '2026-03-11T09:30:00.000Z' });
  });

  it('asks before a full day and, when confirmed, books it over capacity', async () => {
    const reschedule = vi
      .fn<DropDependencies['reschedule']>()
      .mockRejectedValueOnce(new FunctionError('aborted', 'This day is full.', FULL_DAY))
      .mockResolvedValueOnce(SAVED);
    const deps = dependencies({ reschedule });
    const info = drop(booking(), '2026-03-12T16:00:00Z');
    await dropBooking(info, deps);
    expect(deps.confirmOverCapacity).toHaveBeenCalledWith(FULL_DAY);
    expect(reschedule.mock.calls.map(([input]) => input.overCapacity)).toEqual([false, true]);
    expect(info.revert).not.toHaveBeenCalled();
    expect(deps.onMoved).toHaveBeenCalledOnce();
  });

  it('puts the event back when the person declines the full day', async () => {
    const reschedule = vi
      .fn<DropDependencies['reschedule']>()
      .mockRejectedValue(new FunctionError('aborted', 'This day is full.', FULL_DAY));
    const deps = dependencies({
      reschedule,
      confirmOverCapacity: vi.fn<DropDependencies['confirmOverCapacity']>().mockResolvedValue(false),
    });
    const info = drop(booking(), '2026-03-12T16:00:00Z');
    await dropBooking(info, deps);
    expect(reschedule).toHaveBeenCalledOnce();
    expect(info.revert).toHaveBeenCalledOnce();
    expect(deps.onMoved).not.toHaveBeenCalled();
    expect(deps.onFailed).not.toHaveBeenCalled();
  });

  it('puts the event back and reports a refusal (a stale save is not a full day)', async () => {
    const stale = new FunctionError('aborted', 'Changed meanwhile.', { reason: 'stale' });
    const deps = dependencies({ reschedule: vi.fn<DropDependencies['reschedule']>().mockRejectedValue(stale) });
    const info = drop(booking(), '2026-03-12T16:00:00Z');
    await dropBooking(info, deps);
    expect(deps.confirmOverCapacity).not.toHaveBeenCalled();
    expect(info.revert).toHaveBeenCalledOnce();
    expect(deps.onFailed).toHaveBeenCalledWith(stale);
  });
});
