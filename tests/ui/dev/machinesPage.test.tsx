// /dev/machines draws a machine of src/machines as a statechart, offline.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MachinesPage } from '../../../src/dev/MachinesPage';
import { system } from '../../../src/ui/chakraSystem';

describe('/dev/machines', () => {
  it('draws the API key machine with its nested states and labelled transitions', async () => {
    render(
      <ChakraProvider value={system}>
        <MachinesPage />
      </ChakraProvider>,
    );
    const select = await screen.findByRole('combobox', { name: '状态机' });
    await waitFor(() => expect(within(select).queryByRole('option', { name: /^apiKeys\.ts/ })).not.toBeNull());
    await userEvent.selectOptions(select, 'apiKeys.ts#apiKeysMachine');
    const chart = await screen.findByRole('img', { name: '状态机 apiKeys 的状态图' });
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    // States, the nested ones included (revealing › shown, copying), as written in src/machines/apiKeys.ts.
    for (const state of ['idle', 'editing', 'saving', 'revealing', 'shown', 'copying', 'confirmingDelete', 'toggling']) expect(texts).toContain(state);
    expect(chart.querySelector('[data-state="apiKeys.revealing.shown"]')).not.toBeNull();
    // Transitions: event names, a guard, an invoked actor's completion.
    for (const label of ['KEYS.NEW', 'KEYS.CONFIRM', 'KEYS.SUBMIT [formValid]', 'done: saveKey', 'error: saveKey']) expect(texts).toContain(label);
  });
});
