import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../../../src/machines/app';
import { trackEvents } from '../../../src/machines/trackEvents';
import { useTrack } from '../../../src/ui/hooks/useTrack';
import { renderWithApp } from '../../render';

function Probe() {
  const track = useTrack();
  return (
    <>
      <button onClick={() => track(trackEvents.modelSquare.openModel, { modelId: 'm1' })}>hook</button>
      <div data-track="realName.start" data-track-source="banner">
        <span>delegated</span>
      </div>
    </>
  );
}

describe('useTrack and data-track', () => {
  it('queues named events from the hook and from delegated clicks', () => {
    const { app } = renderWithApp(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'hook' }));
    fireEvent.click(screen.getByText('delegated'));
    const queued = systemActor(app, 'tracker')
      .getSnapshot()
      .context.queue.filter((e) => e.module !== 'page');
    expect(queued.map((e) => [e.identifier, e.props])).toEqual([
      ['modelSquare.open_model', { modelId: 'm1', path: '/' }],
      ['realName.start', { source: 'banner', path: '/' }],
    ]);
  });
});
