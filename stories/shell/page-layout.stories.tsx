import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLayout } from '../../src/app/shell/page-layout';

const meta = { title: 'Shell/Page layout', component: PageLayout } satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <div className="card">
    <h1>Page heading</h1>
    <p>Main content sits between the progress bar and the footer.</p>
  </div>
);

export const WithProgressBar: Story = { args: { route: 'Addons', loading: false, children: content } };
export const WithoutProgressBar: Story = { args: { route: 'Declined', loading: false, children: content } };
export const Loading: Story = { args: { route: 'Summary', loading: true, children: content } };
