import { describe, expect, it } from 'vitest';
import { proxiedOperation } from './proxy-operation.ts';

describe('proxiedOperation', () => {
  it.each([
    { method: 'GET', path: '/api/otp/profile', want: 'getProfile' },
    { method: 'POST', path: '/api/otp/profile', want: 'updateProfile' },
    { method: 'GET', path: '/api/request/results/r-1', want: 'getRequestResults' },
    { method: 'HEAD', path: '/api/asset/get/a-1', want: 'getAsset' },
    { method: 'POST', path: '/api/asset/create', want: 'createAsset' },
    { method: 'POST', path: '/api/otp/verify', want: undefined },
    { method: 'POST', path: '/api/otp/request', want: undefined },
    { method: 'GET', path: '/api/otp/validate/some-token', want: undefined },
    { method: 'POST', path: '/api/otp/logout', want: undefined },
    { method: 'DELETE', path: '/api/otp/profile', want: undefined },
    { method: 'GET', path: '/api/asset/get/a-1/../../x', want: undefined },
    { method: 'GET', path: '/api/nothing', want: undefined },
  ])('given $method $path, should answer $want', ({ method, path, want }) => {
    expect(proxiedOperation(method, path)).toBe(want);
  });
});
