import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testPage } from "../test-support/home-page";
import { testSite } from "../test-support/rendered-site";
import { meetingHref, officeAddress, openMaps, phoneHref } from "./contact-links";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("contact links", () => {
  it("builds the meeting request draft with an encoded subject and body", () => {
    const { meeting } = testPage.contact;
    const href = meetingHref(testSite.contact.contactEmail, meeting);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(testSite.contact.contactEmail);
    expect(url.searchParams.get("subject")).toBe(meeting.subject);
    expect(url.searchParams.get("body")).toBe(meeting.body);
    expect(href).not.toContain(" ");
  });

  it("dials the phone number's digits", () => {
    expect(phoneHref(testSite.contact.phone)).toMatch(/^tel:\+?\d+$/);
  });
});

describe("openMaps", () => {
  let open: ReturnType<typeof vi.spyOn>;
  let clicks: string[];
  let click: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    open = vi.spyOn(window, "open").mockReturnValue(null);
    clicks = [];
    click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    open.mockRestore();
    click.mockRestore();
  });

  const address = officeAddress(testSite.contact);
  const query = encodeURIComponent(address);

  it("on Android tries the geo: scheme, then opens the web map after 500 ms", () => {
    openMaps(address, ANDROID);
    expect(clicks).toEqual([`geo:0,0?q=${query}`]);
    vi.advanceTimersByTime(499);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith(expect.stringContaining(`query=${query}`), "_blank", "noopener,noreferrer");
  });

  it("on an iPhone tries the Apple Maps scheme first", () => {
    openMaps(address, IPHONE);
    expect(clicks).toEqual([`maps://?q=${query}`]);
    vi.advanceTimersByTime(500);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("on a desktop opens the web map at once", () => {
    openMaps(address, DESKTOP);
    expect(clicks).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\//);
  });
});
