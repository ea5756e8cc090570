import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../src/ui/pages/console/parts/CopyButton';
import { renderWithChakra } from '../../render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CopyButton', () => {
  it('says 复制失败 for two seconds when the browser refuses the write, then offers to copy again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithChakra(<CopyButton text="deepseek-v3" ariaLabel="复制模型 ID" />);

    fireEvent.click(screen.getByRole('button', { name: '复制模型 ID' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('deepseek-v3');
    expect(screen.getByRole('button', { name: '复制失败' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: '复制失败' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: '复制模型 ID' }).textContent).toBe('复制');
  });
});
