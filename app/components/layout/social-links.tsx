const NETWORKS = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    path: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z",
  },
  { name: "X", href: "https://x.com/", path: "M4 4l7 9.5L4 21h2l6-6.4L17 21h3l-7.4-10L19.5 4h-2l-5.6 6L8 4H4z" },
  {
    name: "YouTube",
    href: "https://www.youtube.com/",
    path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    path: "M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm9.8 2.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z",
  },
];

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a href={network.href} rel="noopener noreferrer" target="_blank" className="social-link">
            <span className="sr-only">{network.name}</span>
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
