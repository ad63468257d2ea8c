import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from '#app/shell/loading-overlay.tsx';

const meta = { title: 'Shell/Loading overlay', component: LoadingOverlay } satisfies Meta<
  typeof LoadingOverlay
>;
export default meta;

export const Visible: StoryObj<typeof meta> = { args: { visible: true } };
