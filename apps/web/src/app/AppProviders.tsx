import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './queryClient';
import { antdSizeOf, useUiSettings } from './settings';
import { appTheme } from './theme';

export type AppProvidersProps = { antdLocale: AntdLocale; children: ReactNode };

/** QueryClient, AntD ConfigProvider (theme, locale, size) and the toast / dialog holders. */
export const AppProviders = ({ antdLocale, children }: AppProvidersProps) => {
  const settings = useUiSettings();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={appTheme} componentSize={antdSizeOf(settings.size)} button={{ autoInsertSpace: false }}>
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
};
