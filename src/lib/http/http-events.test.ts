import { describe, expect, it } from 'vitest';
import { createEmitter } from './http-events';

type Map = { notice: { n: number }; 'request-start': { id: number } };

describe('http events held until heard (the app start: the feedback saga listens after the first calls)', () => {
  it('drops events nobody hears unless told to hold them', async () => {
    const events = createEmitter<Map>();
    events.emit('notice', { n: 1 });
    const heard: number[] = [];
    events.on('notice', ({ n }) => heard.push(n));
    await Promise.resolve();
    expect(heard).toEqual([]);
  });

  it('gives held events, in order and by type, to the first listener, then delivers as they come', async () => {
    const events = createEmitter<Map>();
    events.holdUntilHeard();
    events.emit('notice', { n: 1 });
    events.emit('request-start', { id: 7 });
    events.emit('notice', { n: 2 });
    const heard: number[] = [];
    events.on('notice', ({ n }) => heard.push(n));
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([1, 2]);
    events.emit('notice', { n: 3 });
    expect(heard).toEqual([1, 2, 3]);
    const started: number[] = [];
    events.on('request-start', ({ id }) => started.push(id));
    await Promise.resolve();
    expect(started).toEqual([7]);
  });

  it('keeps at most 20 of a kind', async () => {
    const events = createEmitter<Map>();
    events.holdUntilHeard();
    for (let n = 0; n < 30; n += 1) events.emit('notice', { n });
    const heard: number[] = [];
    events.on('notice', ({ n }) => heard.push(n));
    await Promise.resolve();
    expect(heard).toHaveLength(20);
    expect(heard[0]).toBe(0);
  });
});
