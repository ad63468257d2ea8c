import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '#app/shell/footer.tsx';
import { Header } from '#app/shell/header.tsx';

const meta = { title: 'Shell/Header and footer', component: Header } satisfies Meta<typeof Header>;
export default meta;

export const HeaderOnly: StoryObj<typeof meta> = {};

export const FooterOnly: StoryObj<typeof meta> = { render: () => <Footer /> };

export const HeaderOnPhone: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'phone' } },
};
