import { Card } from '@taskwell/ui/card';
import { LinkButton } from '@taskwell/ui/link-button';
import { Grid, Text, Title } from '@taskwell/ui/typography';
import { Icon } from '../../components/icon/index.ts';
import { homeContent, splitBody } from './home-content.ts';
import * as styles from './home-page.css.ts';

export interface HomePageProps {
  /** The studio's address; Sign Up leads to its sign-up (`/?auth=signup`). */
  studioUrl: string;
}

/** spec §2 home: the title, an image, the body text, four feature cards and a way to sign up. */
export function HomePage({ studioUrl }: HomePageProps) {
  const { title, image, body, features } = homeContent;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.intro}>
          <h1 id="home-title" className={styles.title}>
            {title}
          </h1>
          {splitBody(body).map((line) =>
            line.bold ? (
              <p key={line.text} className={styles.lead}>
                <strong>{line.text}</strong>
              </p>
            ) : (
              <p key={line.text} className={styles.body}>
                {line.text}
              </p>
            ),
          )}
          <LinkButton href={`${studioUrl}/?auth=signup`} size="lg">
            Sign Up
          </LinkButton>
        </div>
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
        />
      </section>
      <section className={styles.features} aria-labelledby="home-features">
        <Title order={2} id="home-features">
          What a task does for you
        </Title>
        <Grid columns="1-4" as="ul" aria-label="Features">
          {features.map((feature, index) => (
            <li key={feature.title}>
              <Card as="article" aria-labelledby={`home-feature-${index + 1}`}>
                <Icon icon={feature.icon} />
                <Title order={3} id={`home-feature-${index + 1}`}>
                  {feature.title}
                </Title>
                <Text muted>{feature.description}</Text>
              </Card>
            </li>
          ))}
        </Grid>
      </section>
    </div>
  );
}
