import { describe, expect, it } from 'vitest';
import { WebVitalsReportSchema } from '../../contracts/telemetry';
import { VITALS_BOUNDS } from '../../domain/vitals-sampling';
import { createErrorId } from './error-id';
import { buildErrorReport, buildVitalsReport } from './telemetry';

describe('buildVitalsReport', () => {
  it('rounds as the spec says: ms to integers, CLS to 3 decimals, memory MB to 2', () => {
    const report = buildVitalsReport({
      pageRoute: '/',
      sessionId: 'a-session-id-0123',
      loadTimeMs: 812.6,
      ttfbMs: 40.2,
      cls: 0.123456,
      lcpMs: 1200.49,
      memoryBytes: 12.3456 * 1024 * 1024,
      networkConnection: '4g',
    });
    expect(report.load_time_ms).toBe(813);
    expect(report.time_to_first_byte_ms).toBe(40);
    expect(report.cumulative_layout_shift).toBe(0.123);
    expect(report.largest_contentful_paint_ms).toBe(1200);
    expect(report.memory_usage_mb).toBe(12.35);
    expect(report.first_input_delay_ms).toBeNull();
    expect(report.network_connection).toBe('4g');
  });

  it('drops impossible values', () => {
    const report = buildVitalsReport({
      pageRoute: '/',
      sessionId: 'a-session-id-0123',
      loadTimeMs: -1,
      cls: Number.NaN,
    });
    expect(report.load_time_ms).toBeNull();
    expect(report.cumulative_layout_shift).toBeNull();
  });

  it('clamps measurements to the bounds the server accepts, so a slow page still reports', () => {
    const report = buildVitalsReport({
      pageRoute: '/about',
      sessionId: 'a-session-id-0123',
      loadTimeMs: 95_000,
      cls: 40,
      memoryBytes: 64 * 1024 ** 3,
    });
    expect(WebVitalsReportSchema.parse(report)).toMatchObject({
      load_time_ms: VITALS_BOUNDS.ms,
      cumulative_layout_shift: VITALS_BOUNDS.layoutShift,
      memory_usage_mb: VITALS_BOUNDS.memoryMb,
      session_id: 'a-session-id-0123',
    });
  });
});

describe('buildErrorReport', () => {
  it('captures message, stack and page', () => {
    const error = new Error('boom');
    const report = buildErrorReport('react_error_boundary', error, {
      errorId: 'abc123',
      pageUrl: 'http://x/y',
      userAgent: 'UA',
    });
    expect(report).toMatchObject({
      error_type: 'react_error_boundary',
      error_message: 'boom',
      page_url: 'http://x/y',
      user_agent: 'UA',
      error_id: 'abc123',
    });
    expect(report.stack_trace).toContain('boom');
  });

  it('handles non-Error values', () => {
    expect(buildErrorReport('unhandled_rejection', { a: 1 }, { pageUrl: '', userAgent: '' }).error_message).toBe(
      '{"a":1}',
    );
    expect(buildErrorReport('javascript_error', 'text', { pageUrl: '', userAgent: '' }).stack_trace).toBeNull();
  });
});

describe('createErrorId', () => {
  it('is a short hex id', () => {
    expect(createErrorId()).toMatch(/^[0-9a-f]{8}$/);
  });
});
