import { describe, expect, it } from 'vitest';
import { tracked } from './tracked';

describe('tracked', () => {
  it('is pending, then fulfilled with its value, as React’s use() reads it', async () => {
    const promise = tracked(Promise.resolve('module'));
    expect(promise.status).toBe('pending');
    await expect(promise).resolves.toBe('module');
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'module' });
  });

  it('is rejected with its reason', async () => {
    const failure = new Error('chunk failed');
    const promise = tracked(Promise.reject(failure));
    await expect(promise).rejects.toBe(failure);
    expect(promise).toMatchObject({ status: 'rejected', reason: failure });
  });
});
