import { describe, expect, it } from 'vitest';
import { describeBrowser } from '@/api/client-log';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko)';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)';

describe('describeBrowser', () => {
  it.each([
    [CHROME_WIN, 'Chrome', '124.0.0.0', 'Windows NT 10.0'],
    [`${CHROME_WIN} Edg/124.0.2478.51`, 'Edge', '124.0.2478.51', 'Windows NT 10.0'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox', '125.0', 'Windows NT 10.0'],
    [`${MAC}605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15`, 'Safari', '17.4', 'macOS 10.15.7'],
    [`${MAC}537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36`, 'Chrome', '124.0.0.0', 'macOS 10.15.7'],
    [`${MAC}537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80`, 'Edge', '124.0.2478.80', 'macOS 10.15.7'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox', '125.0', 'macOS 14.4'],
    [`${ANDROID} Chrome/124.0.6367.82 Mobile Safari/537.36`, 'Chrome', '124.0.6367.82', 'Android 14'],
    [`${ANDROID} Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64`, 'Edge', '124.0.2478.64', 'Android 14'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', 'Firefox', '125.0', 'Android 14'],
    [`${ANDROID} SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36`, 'Samsung Internet', '24.0', 'Android 14'],
    [`${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1`, 'Safari', '17.4', 'iOS 17.4'],
    [`${IPHONE} CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1`, 'Chrome', '124.0.6367.88', 'iOS 17.4'],
    [`${IPHONE} FxiOS/125.0 Mobile/15E148 Safari/605.1.15`, 'Firefox', '125.0', 'iOS 17.4'],
    [`${IPHONE} EdgiOS/124.2478.71 Version/17.0 Mobile/15E148 Safari/604.1`, 'Edge', '124.2478.71', 'iOS 17.4'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'Safari', '16.6', 'iOS 16.6'],
    [`${LINUX} Chrome/124.0.0.0 Safari/537.36`, 'Chrome', '124.0.0.0', 'Linux'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox', '125.0', 'Linux'],
    [`${LINUX} Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0`, 'Opera', '109.0.0.0', 'Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome', '124.0.0.0', 'ChromeOS'],
    ['Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0', 'unknown', '', 'Linux'],
    ['', 'unknown', '', 'unknown'],
  ])('%s', (userAgent, browser, browserVersion, os) => {
    expect(describeBrowser(userAgent)).toEqual({ browser, browserVersion, os });
  });
});
