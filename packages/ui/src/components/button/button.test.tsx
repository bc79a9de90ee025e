import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, spinner } from './button.css.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  describe('given only a label', () => {
    it('should render a native button of type "button", so it never submits a form by accident', () => {
      render(<Button>Save</Button>);

      const element = screen.getByRole('button', { name: 'Save' });
      expect(element.tagName).toBe('BUTTON');
      expect(element).toHaveAttribute('type', 'button');
      expect(element).not.toHaveAttribute('aria-busy');
      expect(element).toBeEnabled();
    });

    it('should use the filled, medium look', () => {
      render(<Button>Save</Button>);

      expect(screen.getByRole('button')).toHaveClass(...button({ variant: 'filled', size: 'md' }).split(' '));
    });
  });

  describe('given a click', () => {
    it('should call onClick once', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Save</Button>);

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the keyboard', () => {
    it('should be reached with Tab and pressed with Enter and Space', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Save</Button>);

      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');

      expect(onClick).toHaveBeenCalledTimes(2);
    });
  });

  describe('given loading', () => {
    it('should mark the button busy and show a spinner hidden from assistive technology', () => {
      const { container } = render(<Button loading>Save</Button>);

      const element = screen.getByRole('button', { name: 'Save' });
      expect(element).toHaveAttribute('aria-busy', 'true');
      expect(element).toHaveAttribute('aria-disabled', 'true');
      const indicator = container.querySelector(`.${spinner}`);
      expect(indicator).not.toBeNull();
      expect(indicator).toHaveAttribute('aria-hidden', 'true');
    });

    it('should ignore clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(onClick).not.toHaveBeenCalled();
    });

    it('should keep keyboard focus, so the user does not lose their place', async () => {
      render(<Button loading>Save</Button>);

      await userEvent.tab();

      expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    });

    it.each([
      { loading: false, submits: 1 },
      { loading: true, submits: 0 },
    ])('given loading: $loading, should submit the form that many times: $submits', async ({ loading, submits }) => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form aria-label="profile">
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </form>,
      );
      screen.getByRole('form', { name: 'profile' }).addEventListener('submit', onSubmit);

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(onSubmit).toHaveBeenCalledTimes(submits);
    });
  });

  describe('given loading ends', () => {
    it('should drop the spinner and accept clicks again', async () => {
      const onClick = vi.fn();
      const { container, rerender } = render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );

      rerender(<Button onClick={onClick}>Save</Button>);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(container.querySelector(`.${spinner}`)).toBeNull();
      expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given disabled', () => {
    it('should be disabled and ignore clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button disabled onClick={onClick}>
          Save
        </Button>,
      );

      const element = screen.getByRole('button', { name: 'Save' });
      await userEvent.click(element);

      expect(element).toBeDisabled();
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given a variant and a size', () => {
    it.each([
      { variant: 'filled', size: 'sm' },
      { variant: 'outline', size: 'md' },
      { variant: 'subtle', size: 'lg' },
    ] as const)('should apply the $variant $size classes', ({ variant, size }) => {
      render(
        <Button variant={variant} size={size} className="extra">
          Save
        </Button>,
      );

      const element = screen.getByRole('button');
      expect(element).toHaveClass(...button({ variant, size }).split(' '), 'extra');
    });

    it('should give each variant its own classes', () => {
      const looks = new Set((['filled', 'outline', 'subtle'] as const).map((variant) => button({ variant })));

      expect(looks.size).toBe(3);
    });
  });

  describe('given a ref', () => {
    it('should point it at the button element', () => {
      const ref = createRef<HTMLButtonElement>();
      render(<Button ref={ref}>Save</Button>);

      expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
    });
  });

  describe('given asChild and a link', () => {
    it('should render the link with the button look and keep its address', () => {
      render(
        <Button asChild variant="outline">
          <a href="https://example.test/?auth=login">Login</a>
        </Button>,
      );

      const link = screen.getByRole('link', { name: 'Login' });
      expect(link).toHaveAttribute('href', 'https://example.test/?auth=login');
      expect(link).toHaveClass(...button({ variant: 'outline' }).split(' '));
      expect(screen.queryByRole('button')).toBeNull();
    });

    it.each([
      { loading: false, follows: true },
      { loading: true, follows: false },
    ])('given loading: $loading, should follow the link: $follows', async ({ loading, follows }) => {
      const onClick = vi.fn();
      render(
        <Button asChild loading={loading} onClick={onClick}>
          <a href="https://example.test/">Continue</a>
        </Button>,
      );
      let followed: boolean | undefined;
      // Listening on the document runs after React's own handler, so it sees the final decision.
      const watch = (event: MouseEvent) => {
        followed = !event.defaultPrevented;
        // happy-dom would otherwise navigate away from the test page.
        event.preventDefault();
      };
      document.addEventListener('click', watch);

      try {
        await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
      } finally {
        document.removeEventListener('click', watch);
      }

      expect(followed).toBe(follows);
      expect(onClick).toHaveBeenCalledTimes(follows ? 1 : 0);
    });

    it('should mark a loading link busy and disabled for assistive technology', () => {
      render(
        <Button asChild loading>
          <a href="https://example.test/">Continue</a>
        </Button>,
      );

      const link = screen.getByRole('link', { name: 'Continue' });
      expect(link).toHaveAttribute('aria-busy', 'true');
      expect(link).toHaveAttribute('aria-disabled', 'true');
    });
  });
});
